/**
 * vitest's own order, except that in a group the API files come after the other projects' files. vitest orders a
 * group's projects by name, so `api` went first and the unit and component files (about 60 CPU s, all CPU) ran
 * after the last API file, alone on a machine the static checks had already left: the API files wait on the
 * emulators, and the CPU they leave is where the other files belong (docs/decisions.md, "Ninth round").
 *
 * Within the API files, those that start emulators of their own come first: without vitest's cache (a fresh clone)
 * the files run largest first, and the small persistence file (15 s, most of it starting DynamoDB Local twice) ran
 * last, alone at the end of the run (docs/decisions.md, "Twelfth round").
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The API files that start emulators of their own (a few seconds of waiting each, whatever their size). */
const OWN_EMULATORS = ['test/api/persistence.test.ts', 'test/api/emulators.test.ts'];

export default class ApiLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isApi = (spec: TestSpecification) => spec.project.name === 'api';
    const ownEmulators = (spec: TestSpecification) =>
      OWN_EMULATORS.some((file) => spec.moduleId.endsWith(file));
    // A stable sort: the groups keep their order, and so do the files within the two parts of a group.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder ||
          Number(isApi(a.spec)) - Number(isApi(b.spec)) ||
          Number(ownEmulators(b.spec)) - Number(ownEmulators(a.spec)) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
