// One bundle of this language's catalogue (src/i18n/bundles.ts): its namespaces, loaded together.
import dashboard from './dashboard.json';
import offerForm from './offer-form.json';

export default {
  dashboard,
  'offer-form': offerForm,
};
