import { seoLanguage } from '../../content/seo.ts';
import { type Define, ok } from '../../http.ts';
import { ENHANCEMENT_MODELS, ENHANCEMENT_PLANS, INVITE_TERMS, REGION_ORDER, SUPPLIERS } from './data.ts';

/** Every model some supplier sells, by name. */
const SUPPLIED_MODELS = [...new Set(SUPPLIERS.flatMap((s) => s.models))].sort((a, b) => a.localeCompare(b));

/** The service pages' calls (contract: runtime/http/contract/services.ts): fixed data, texts in the request's language. */
export function serviceRoutes(define: Define): void {
  define('enhancementCatalog', (_input, { language }) => {
    const lang = seoLanguage(language);
    return ok({
      models: ENHANCEMENT_MODELS.map((m) => ({ model: m.model, results: m.results, note: m.note[lang] })),
      plans: ENHANCEMENT_PLANS.map((p) => ({ ...p, description: p.description[lang] })),
    });
  });

  define('minerSuppliers', ({ region, model }, { language }) => {
    const lang = seoLanguage(language);
    const wanted = model?.toLowerCase();
    const suppliers = SUPPLIERS.filter(
      (s) => (!region || s.region === region) && (!wanted || s.models.some((m) => m.toLowerCase() === wanted)),
    )
      // Verified suppliers first, then the shortest lead time, then by name.
      .sort(
        (a, b) =>
          Number(b.verified) - Number(a.verified) ||
          a.leadTimeDaysMin - b.leadTimeDaysMin ||
          a.name.localeCompare(b.name),
      )
      .map((s) => ({ ...s, description: s.description[lang] }));
    return ok({ suppliers, regions: [...REGION_ORDER], models: SUPPLIED_MODELS });
  });

  define('inviteTerms', () => ok(INVITE_TERMS));
}
