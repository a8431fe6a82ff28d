// Every kind of record and every action the audit page offers is named in each of the four languages.
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/messages/de.json';
import en from '../../../i18n/messages/en.json';
import fr from '../../../i18n/messages/fr.json';
import ru from '../../../i18n/messages/ru.json';
import { ACTIONS, ENTITIES } from './audit-codes';

describe.each([
  ['ru', ru],
  ['en', en],
  ['fr', fr],
  ['de', de],
])('the audit page in %s', (_locale, messages) => {
  const audit = messages.Manage.audit as {
    entities: Record<string, string>;
    actions: Record<string, string>;
  };
  it('names every kind of record and every action', () => {
    for (const entity of ENTITIES) expect(audit.entities[entity], entity).toBeTruthy();
    for (const action of ACTIONS) expect(audit.actions[action], action).toBeTruthy();
  });
});
