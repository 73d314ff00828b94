import { systemContracts as contracts } from '@app/shared/system/system.contracts';
import { languages, defaultLanguage } from '@app/shared/i18n/languages';
import { implement } from '../api/operation';
import { now } from '../clock';
import { config } from '../config';
import { apiDocsPage, openApiDocument } from './openapi-document';

export const systemOperations = [
  implement(contracts.health, {
    handler: () => Promise.resolve({ status: 'ok' as const, time: now().toISOString() }),
  }),
  implement(contracts.publicConfig, {
    handler: () =>
      Promise.resolve({
        stage: config.stage,
        region: config.region,
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.publicCognitoEndpoint,
        // The local stand-in (it has an endpoint of its own) knows no SRP; in AWS the client allows only SRP.
        signInFlow: config.publicCognitoEndpoint
          ? ('USER_PASSWORD_AUTH' as const)
          : ('USER_SRP_AUTH' as const),
        singleCustomerNo: config.singleCustomerNo,
        languages: [...languages],
        defaultLanguage,
      }),
  }),
  implement(contracts.openApi, { handler: async () => openApiDocument() }),
  implement(contracts.apiDocs, { handler: () => apiDocsPage() }),
];
