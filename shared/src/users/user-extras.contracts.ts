import * as z from 'zod';
import { defineContracts } from '../api/contract';
import { ZUnit, ZUnitId } from '../units/unit';
import { ZUserId } from './user';
import { ZLoginInfo } from './user-extras';
import { ZPhoto, ZPhotoSave, ZPhotoUpload, ZPhotoUploadRequest } from './user-photo';

const ZUserParams = z.object({ userId: ZUserId });

/** Smaller calls on one person: the login info, the mobile app registration, the photo. */
export const userExtraContracts = defineContracts('users', {
  loginInfo: {
    method: 'GET',
    path: '/api/users/{userId}/login-info',
    auth: 'user',
    summary: "A person's sign-in: name, e-mail address, username and the mobile app registration",
    specCalls: ['GET /api/users/logininfo/{userId}'],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZLoginInfo,
  },
  resetApp: {
    method: 'DELETE',
    path: '/api/users/{userId}/app-registration',
    auth: 'user',
    summary: "Reset a person's mobile app registration (the app must be registered again); audited",
    specCalls: ['DELETE /api/users/resetApp/{id}'],
    permission: 'user.edit',
    successStatus: 204,
    request: { params: ZUserParams },
  },
  siteOfUnit: {
    method: 'GET',
    path: '/api/units/{unitId}/site',
    auth: 'user',
    summary: 'The site a unit belongs to: itself or its nearest ancestor of type Site (null: none)',
    specCalls: ['GET /Data/SiteById?id'],
    request: { params: z.object({ unitId: ZUnitId }) },
    response: z.object({ site: ZUnit.nullable() }),
  },
  photoUpload: {
    method: 'POST',
    path: '/api/users/{userId}/photo/upload',
    auth: 'user',
    summary:
      "Where to upload a person's photo: a signed PUT of the declared image type and size (at most 2 MB)",
    specCalls: ['POST /Api/Upload?Target={target}'],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZPhotoUploadRequest },
    examples: { body: { contentType: 'image/jpeg', size: 120000 } },
    response: ZPhotoUpload,
  },
  photoSave: {
    method: 'PUT',
    path: '/api/users/{userId}/photo',
    auth: 'user',
    summary: "Keep an upload as the person's photo (checked: an image of its type, at most 2 MB)",
    specCalls: [],
    permission: 'user.edit',
    request: { params: ZUserParams, body: ZPhotoSave },
    examples: { body: { uploadId: '7d1c4b0e-2f7a-4c55-9d0e-6a3b8f1c2d4e' } },
    response: ZPhoto,
  },
  photo: {
    method: 'GET',
    path: '/api/users/{userId}/photo',
    auth: 'user',
    summary: "A person's photo as a short-lived signed GET (url null: no photo)",
    specCalls: [],
    permission: 'user.show',
    request: { params: ZUserParams },
    response: ZPhoto,
  },
  photoDelete: {
    method: 'DELETE',
    path: '/api/users/{userId}/photo',
    auth: 'user',
    summary: "Remove a person's photo",
    specCalls: [],
    permission: 'user.edit',
    successStatus: 204,
    request: { params: ZUserParams },
  },
});
