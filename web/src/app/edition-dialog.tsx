import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as z from 'zod';
import {
  editionFeatures,
  editionRules,
  selectableEditions,
  type Edition,
} from '@app/shared/tenants/editions';
import { subscriptionFeature } from '#features/settings/subscription/subscription.feature';
import { Button } from '../ui/button';
import { DialogActions, ModalDialog } from '../ui/dialog';
import { onEditionProblem, type EditionProblem } from './api-problems';
import { useEditionLabels } from './editions';
import { sessionAllows, useSession } from './session';
import styles from './edition-dialog.module.css';

/** Where an edition is chosen: the subscription feature's page. */
export const subscriptionPath = subscriptionFeature.path;

const ZEditionLimitDetails = z.object({
  feature: z.enum(editionFeatures).optional(),
  edition: z.string().optional(),
  limit: z.string().optional(),
  value: z.number().optional(),
});

/** The cheapest edition one can choose that includes `feature`. */
function editionWith(feature: (typeof editionFeatures)[number]): Edition | null {
  return selectableEditions.find((edition) => editionRules[edition].features.includes(feature)) ?? null;
}

/**
 * The free-edition limit dialog (spec 1 section 2): opened for every call answered 402 `EDITION_LIMIT` or
 * `TRIAL_EXPIRED`, wherever it was made. Administrators get the way to the subscription page, everyone else
 * the advice to ask them.
 */
export function EditionProblemDialog() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const labels = useEditionLabels();
  const [problem, setProblem] = useState<EditionProblem | null>(null);
  const canManage = sessionAllows(session, 'subscription.manage');

  useEffect(() => onEditionProblem(setProblem), []);

  const close = () => setProblem(null);
  const upgrade = () => {
    setProblem(null);
    void navigate(subscriptionPath);
  };

  let title = '';
  let text = '';
  if (problem?.code === 'TRIAL_EXPIRED') {
    title = t('editionDialog.trialExpiredTitle');
    text = t('editionDialog.trialExpiredText');
  } else if (problem) {
    const details = ZEditionLimitDetails.safeParse(problem.details);
    const feature = details.success ? details.data.feature : undefined;
    const isFree = session.isFreeEdition;
    const userLimit =
      details.success && details.data.limit === 'maxActiveUsers' ? details.data.value : undefined;
    title = userLimit
      ? t('editionDialog.userLimitTitle', { limit: userLimit })
      : isFree
        ? t('editionDialog.freeTitle')
        : t('editionDialog.limitTitle');
    if (feature) {
      const needed = editionWith(feature);
      text = isFree
        ? t('editionDialog.freeFeature', { feature: labels.feature(feature) })
        : t('editionDialog.featureNeeds', {
            feature: labels.feature(feature),
            edition: needed ? labels.edition(needed) : '',
          });
    } else if (userLimit) {
      text = [
        problem.refusedKey ? t(problem.refusedKey) : '',
        t('editionDialog.userLimit', { limit: userLimit, edition: labels.edition(session.edition) }),
      ]
        .filter(Boolean)
        .join(' ');
    } else {
      text = problem.message || t('error.EDITION_LIMIT');
    }
  }

  return (
    <ModalDialog isOpen={problem !== null} onOpenChange={(open) => !open && close()} title={title}>
      <p className={styles.text}>{text}</p>
      {!canManage && <p className={styles.ask}>{t('editionDialog.askAdministrator')}</p>}
      <DialogActions>
        <Button variant="secondary" onClick={close}>
          {t('dialog.close')}
        </Button>
        {canManage && (
          <Button onClick={upgrade}>
            {problem?.code === 'TRIAL_EXPIRED'
              ? t('editionDialog.chooseEdition')
              : t('editionDialog.upgrade')}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
