import englishRa from 'ra-language-english';
import frenchRa from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en.json';
import { breaksFrenchTypography, frenchTypography } from '../../../../../shared/i18n/french-typography';
import { createI18nProvider, loadMessages, serverMessageKey, withoutRepeatedName } from '../../../../../web/shell/i18n/i18n-provider';
import { flatten, treeOf } from '../../../../../web/shell/i18n/messages';

describe('i18n provider', () => {
  it('speaks English first, with react-admin and resource labels under the route name', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('resources.clients.fields.clientName')).toBe('Client name');
    expect(i18n.translate('resources.clients.name', { smart_count: 2 })).toBe('Clients');
  });

  it('does not say a resource’s name twice in a record’s title when the record’s name starts with it', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.translate('ra.page.edit', { name: 'Kit', recordRepresentation: 'Kit ouverture boutique' })).toBe('Kit ouverture boutique');
    expect(i18n.translate('ra.page.edit', { name: 'Product', recordRepresentation: 'Alpine Sleeping Bag' })).toBe('Product Alpine Sleeping Bag');
    // Only a whole word: a record named "Kitchen" keeps its resource's name.
    expect(withoutRepeatedName('Kit Kitchen set', { recordRepresentation: 'Kitchen set' })).toBe('Kit Kitchen set');
    expect(withoutRepeatedName('Saved', {})).toBe('Saved');
  });

  it('loads French on demand, react-admin’s included', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('fr');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18n.translate('layout.userMenu.signOut')).toBe('Se déconnecter');
    expect(i18n.translate('resources.clients.fields.clientName')).toBe('Nom du client');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ]);
  });

  it('starts in French without English underneath, and switches to English on demand', async () => {
    const i18n = await createI18nProvider('fr');
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
  });

  it('needs no English under French: react-admin’s French has every key of its English', () => {
    const french = new Set(Object.keys(flatten(treeOf(frenchRa))));
    expect(Object.keys(flatten(treeOf(englishRa))).filter((key) => !french.has(key))).toEqual([]);
  });

  it('translates server messages that belong to the catalogue', async () => {
    await createI18nProvider();
    const text = (en as { messages?: Record<string, string> }).messages?.userDisabled;
    if (text) expect(serverMessageKey(text)).toBe('messages.userDisabled');
    expect(serverMessageKey('No such message anywhere')).toBeNull();
  });

  it("shows a server error's fixed English text in French where react-admin notifies the error's message itself", async () => {
    const i18n = await createI18nProvider('fr');
    const forbidden = 'You do not have permission to do this.';
    expect(i18n.translate(forbidden, { _: forbidden })).toBe('Vous n’avez pas l’autorisation de faire cela.');
    expect(i18n.translate('This record is still used by other records and cannot be deleted.')).toBe(
      'Cet élément est encore utilisé par d’autres éléments et ne peut pas être supprimé.',
    );
    expect(i18n.translate('User is disabled', { _: 'User is disabled' })).toBe(i18n.translate('messages.userDisabled'));
    expect(i18n.translate('A text of no catalogue', { _: 'A text of no catalogue' })).toBe('A text of no catalogue');
  });

  it('shows every French text in French typography, react-admin’s included: ’, and a no-break space before : ; ! ?', async () => {
    const french = flatten(await loadMessages('fr'));
    expect(french['ra.message.are_you_sure']).toBe('Êtes-vous sûr\u202f?');
    expect(french['ra.navigation.page_rows_per_page']).toBe('Lignes par page\u00a0:');
    // Ours are checked in tests/unit/web/conventions/words.test.ts; react-admin's here, as shown.
    expect(Object.entries(french).filter(([key, text]) => key.startsWith('ra.') && breaksFrenchTypography(text))).toEqual([]);
  });

  it('sets a text in French typography once: a text already right stays as it is', () => {
    expect(frenchTypography("Vous n'avez pas les droits : voulez-vous continuer ? Oui !")).toBe(
      'Vous n’avez pas les droits\u00a0: voulez-vous continuer\u202f? Oui\u202f!',
    );
    expect(frenchTypography('Le lien https://x.example/a:b ; fin')).toBe('Le lien https://x.example/a:b\u202f; fin');
    expect(frenchTypography('Lignes par page\u00a0:')).toBe('Lignes par page\u00a0:');
  });
});
