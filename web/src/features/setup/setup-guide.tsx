import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountContracts } from '@app/shared/account/account.contracts';
import { companyTypes, type TCompanyType } from '@app/shared/setup/company-templates';
import {
  setupContracts,
  type TSetupGuide,
  type TSetupStep,
  type TSetupStepState,
} from '@app/shared/setup/setup.contracts';
import { addDays } from '@app/shared/time/tenant-time';
import { useToast } from '#app/toast';
import { callApi } from '#lib/api';
import { errorMessage } from '#lib/error-message';
import { formatDate } from '#lib/format';
import { Button } from '#ui/button';
import { Checkbox } from '#ui/checkbox';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { Notice } from '#ui/notice';
import { QueryContent } from '#ui/query-content';
import { refreshSetupGuide, setupGuideQuery } from './setup-api';
import styles from './setup-guide.module.css';

/** Where each step is done: the page that makes its data. */
function stepLink(step: TSetupStep, firstWeek: string): string {
  const week = `/calendar?view=USER&from=${firstWeek}&to=${addDays(firstWeek, 6)}`;
  const links: Record<TSetupStep, string> = {
    company: '/organisation/units',
    areas: '/masterdata/resources',
    shifts: '/masterdata/shifts',
    people: '/settings/invitations',
    rules: '/rules',
    plan: week,
    publish: week,
  };
  return links[step];
}

/**
 * The setup guide (issue 29): a company template to start from, then seven steps whose states come from the
 * company's data, each explained in a line and linked to where it is done. On the home page until every step
 * is done or an administrator hides it; always at /setup.
 */
export function SetupGuide({ place }: { place: 'home' | 'page' }) {
  const guide = useQuery(setupGuideQuery);
  if (place === 'home' && guide.data && (guide.data.hidden || guide.data.steps.every((step) => step.done)))
    return null;
  return <QueryContent query={guide}>{(data) => <GuideCard guide={data} place={place} />}</QueryContent>;
}

function GuideCard({ guide, place }: { guide: TSetupGuide; place: 'home' | 'page' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const done = guide.steps.filter((step) => step.done).length;
  const Heading = place === 'page' ? 'h1' : 'h2';
  const hide = useMutation({
    mutationFn: (hidden: boolean) => callApi(setupContracts.hide, { body: { hidden } }),
    onSuccess: () => refreshSetupGuide(queryClient),
  });
  const offerTemplate =
    guide.companyType === null && !guide.steps.some((step) => step.step === 'shifts' && step.done);
  return (
    <section className={styles.guide} aria-labelledby="setup-title">
      <Heading id="setup-title" className={styles.title}>
        {t('setup.title')}
      </Heading>
      <p className={styles.intro}>{t('setup.intro')}</p>
      <p className={styles.progress}>
        <progress value={done} max={guide.steps.length} aria-label={t('setup.title')} />
        <span>
          {done === guide.steps.length
            ? t('setup.allDone')
            : t('setup.progress', { done, total: guide.steps.length })}
        </span>
      </p>
      {!guide.emailConfirmed && <ConfirmAddress />}
      {offerTemplate && <TemplateChooser />}
      {guide.companyType && (
        <p className={styles.muted}>
          {t('setup.template.used', { type: t(`setup.template.${guide.companyType}`) })}
        </p>
      )}
      {guide.sampleShifts > 0 && <SamplePlan count={guide.sampleShifts} firstWeek={guide.firstWeek} />}
      <ol className={styles.steps}>
        {guide.steps.map((step, index) => (
          <GuideStep key={step.step} state={step} number={index + 1} firstWeek={guide.firstWeek} />
        ))}
      </ol>
      {hide.error && <Notice tone="error">{errorMessage(hide.error, t)}</Notice>}
      <div className={styles.footer}>
        {place === 'home' ? (
          <Button variant="ghost" disabled={hide.isPending} onClick={() => hide.mutate(true)}>
            {t('setup.hide')}
          </Button>
        ) : (
          <>
            {guide.hidden && <span className={styles.muted}>{t('setup.hidden')}</span>}
            <Button variant="ghost" disabled={hide.isPending} onClick={() => hide.mutate(!guide.hidden)}>
              {guide.hidden ? t('setup.show') : t('setup.hide')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

function GuideStep({
  state,
  number,
  firstWeek,
}: {
  state: TSetupStepState;
  number: number;
  firstWeek: string;
}) {
  const { t } = useTranslation();
  const title = t(`setup.step.${state.step}.title`);
  const detail =
    state.step === 'company' || state.step === 'publish'
      ? t(`setup.step.${state.step}.state`)
      : t(`setup.step.${state.step}.state`, { count: state.count });
  return (
    <li className={state.done ? styles.stepDone : styles.step}>
      <span className={styles.marker} aria-hidden="true">
        {state.done ? '✓' : number}
      </span>
      <div className={styles.stepText}>
        <h3 className={styles.stepTitle}>
          {title}
          <span className="sr-only">
            {': '}
            {state.done ? t('setup.stepDone') : t('setup.stepOpen')}
          </span>
        </h3>
        <p className={styles.why}>{t(`setup.step.${state.step}.why`)}</p>
        {state.done && <p className={styles.state}>{detail}</p>}
      </div>
      <Link
        className={state.done ? styles.linkQuiet : styles.link}
        to={stepLink(state.step, firstWeek)}
        aria-label={`${t('setup.go')}: ${title}`}
      >
        {t('setup.go')}
      </Link>
    </li>
  );
}

/** Until the company's address is confirmed it mails nobody: the guide says so before invitations fail. */
function ConfirmAddress() {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => callApi(accountContracts.resendEmailConfirmation, {}),
  });
  return (
    <Notice tone="info">
      <p className={styles.noticeText}>{t('setup.confirmAddress')}</p>
      {resend.isSuccess ? (
        <p className={styles.noticeText}>{t('setup.confirmAddressSent')}</p>
      ) : (
        <Button size="small" variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
          {t('setup.confirmAddressResend')}
        </Button>
      )}
      {resend.error && <p className={styles.noticeText}>{errorMessage(resend.error, t)}</p>}
    </Notice>
  );
}

function TemplateChooser() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [companyType, setCompanyType] = useState<TCompanyType>('restaurant');
  const [samplePlan, setSamplePlan] = useState(true);
  const apply = useMutation({
    mutationFn: () => callApi(setupContracts.applyTemplate, { body: { companyType, samplePlan } }),
    onSuccess: async (result) => {
      toast.success(
        result.sampleShifts > 0
          ? t('setup.template.appliedWithSample', { ...result, sample: result.sampleShifts })
          : t('setup.template.done', result),
      );
      // Work areas, shift templates, units and rules changed: every list that shows them reads again.
      await queryClient.invalidateQueries();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate();
  };
  return (
    <form className={styles.template} onSubmit={submit} aria-labelledby="setup-template-title">
      <h3 id="setup-template-title" className={styles.stepTitle}>
        {t('setup.template.title')}
      </h3>
      <p className={styles.why}>{t('setup.template.intro')}</p>
      <fieldset className={styles.types}>
        <legend>{t('setup.template.type')}</legend>
        {companyTypes.map((type) => (
          <label key={type} className={styles.type}>
            <input
              type="radio"
              name="companyType"
              value={type}
              checked={companyType === type}
              onChange={() => setCompanyType(type)}
            />
            <span>
              <strong>{t(`setup.template.${type}`)}</strong>
              <span className={styles.muted}>{t(`setup.template.hint.${type}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Checkbox
        label={t('setup.template.sample')}
        checked={samplePlan}
        onChange={(event) => setSamplePlan(event.target.checked)}
      />
      {apply.error && <Notice tone="error">{errorMessage(apply.error, t)}</Notice>}
      <div>
        <Button type="submit" disabled={apply.isPending}>
          {t('setup.template.apply')}
        </Button>
      </div>
    </form>
  );
}

function SamplePlan({ count, firstWeek }: { count: number; firstWeek: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => callApi(setupContracts.deleteSamplePlan, {}),
    onSuccess: async (result) => {
      toast.success(t('setup.sample.deleted', { count: result.deleted }));
      setAsking(false);
      await queryClient.invalidateQueries();
    },
  });
  return (
    <div className={styles.sample}>
      <span>{t('setup.sample.state', { count, date: formatDate(firstWeek) })}</span>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('setup.sample.delete')}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title={t('setup.sample.delete')}
        confirmLabel={t('setup.sample.delete')}
        tone="danger"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t) : null}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('setup.sample.confirm')}</p>
      </ConfirmDialog>
    </div>
  );
}
