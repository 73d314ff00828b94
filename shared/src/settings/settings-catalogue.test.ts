import { describe, expect, it } from 'vitest';
import { settingDefinition, settingsCatalogue, type SettingKey } from './settings-catalogue';

describe('settings catalogue', () => {
  it('has defaults that its own kinds accept, and choices its options can store', () => {
    for (const key of Object.keys(settingsCatalogue) as SettingKey[]) {
      const definition = settingsCatalogue[key];
      expect(definition.value.safeParse(definition.default).success, key).toBe(true);
      if (
        'option' in definition &&
        'choices' in definition.option &&
        definition.option.control === 'dropdown'
      ) {
        for (const choice of definition.option.choices) {
          expect(definition.value.safeParse(choice).success, `${key} ${choice}`).toBe(true);
        }
      }
    }
  });

  it('knows remembered tabs and hidden notices by pattern, and nothing else', () => {
    expect(settingDefinition('Layout.SelectedTab.options')).toMatchObject({ scope: 'user', kind: 'text' });
    expect(settingDefinition('Notices.Hidden.welcome')).toMatchObject({ scope: 'user', kind: 'bool' });
    expect(settingDefinition('Layout.SelectedTab.')).toBeUndefined();
    expect(settingDefinition('toString')).toBeUndefined();
    expect(settingDefinition('calendar.weekstart')).toBeUndefined();
  });
});
