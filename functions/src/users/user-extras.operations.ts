import { userExtraContracts as contracts } from '@app/shared/users/user-extras.contracts';
import { implement } from '../api/operation';
import { userRateContracts as rates } from '@app/shared/users/user-rates.contracts';
import { getAssigned, saveAssigned } from './user-rates.service';
import { getPhoto, removePhoto, savePhoto, startPhotoUpload } from './user-photo.service';
import { loginInfo, resetAppRegistration, siteOfUnit } from './user-extras.service';

export const userExtraOperations = [
  implement(contracts.loginInfo, { handler: ({ caller, params }) => loginInfo(caller, params.userId) }),
  implement(contracts.resetApp, {
    handler: ({ caller, params }) => resetAppRegistration(caller, params.userId),
  }),
  implement(contracts.siteOfUnit, { handler: ({ caller, params }) => siteOfUnit(caller, params.unitId) }),
  implement(contracts.photoUpload, {
    handler: ({ caller, params, body }) => startPhotoUpload(caller, params.userId, body),
  }),
  implement(contracts.photoSave, {
    handler: ({ caller, params, body }) => savePhoto(caller, params.userId, body.uploadId),
  }),
  implement(contracts.photo, { handler: ({ caller, params }) => getPhoto(caller, params.userId) }),
  implement(contracts.photoDelete, { handler: ({ caller, params }) => removePhoto(caller, params.userId) }),
  implement(rates.assignedRates, {
    handler: ({ caller, params }) => getAssigned(caller, 'rates', params.userId),
  }),
  implement(rates.saveAssignedRates, {
    handler: ({ caller, params, body }) => saveAssigned(caller, 'rates', params.userId, body),
  }),
  implement(rates.assignedWageTypes, {
    handler: ({ caller, params }) => getAssigned(caller, 'wageTypes', params.userId),
  }),
  implement(rates.saveAssignedWageTypes, {
    handler: ({ caller, params, body }) => saveAssigned(caller, 'wageTypes', params.userId, body),
  }),
];
