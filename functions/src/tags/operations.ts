import { tagContracts as contracts } from '@app/shared/tags/tags.contracts';
import { implement } from '../api/operation';
import { createTag, deleteTag, getTag, listTags, updateTag } from './tag.service';

export const tagOperations = [
  implement(contracts.list, { handler: ({ caller, query }) => listTags(caller, query.category) }),
  implement(contracts.get, { handler: ({ caller, params }) => getTag(caller, params.tagId) }),
  implement(contracts.create, { handler: ({ caller, body }) => createTag(caller, body) }),
  implement(contracts.update, {
    handler: ({ caller, params, body }) => updateTag(caller, params.tagId, body),
  }),
  implement(contracts.delete, {
    handler: ({ caller, params, query }) => deleteTag(caller, params.tagId, query.version),
  }),
];
