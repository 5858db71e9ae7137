// /help: the help centre. Search (?q=) in the language shown, browse the articles by topic, or read
// one (?article=<id>) with the others of its topic; every answer is in en, es, fr and pt.
import { Link, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { HELP_ARTICLES, HELP_CATEGORIES, type HelpArticle } from './articles';
import { HelpSearch } from './HelpSearch';
import { searchArticles } from './search';
import './help.css';
import './messages';

function ArticleLinks({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <ul className="help-list">
      {articles.map((article) => (
        <li key={article.id}>
          <Link to="/help" search={{ article: article.id }}>
            <FormattedMessage id={`helpCentre.title.${article.id}`} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function HelpScreen() {
  const intl = useIntl();
  const search = useSearch({ from: '/open/help' });
  const article = HELP_ARTICLES.find((candidate) => candidate.id === search.article);

  const texts = useMemo(
    () =>
      HELP_ARTICLES.map((entry) => ({
        ...entry,
        title: intl.formatMessage({ id: `helpCentre.title.${entry.id}` }),
        body: intl.formatMessage({ id: `helpCentre.body.${entry.id}` }),
        categoryName: intl.formatMessage({ id: `helpCentre.category.${entry.category}` }),
      })),
    [intl],
  );
  const results = search.q
    ? searchArticles(
        texts.map((entry) => ({ ...entry, category: entry.categoryName })),
        search.q,
      ).map((found) => HELP_ARTICLES.find((entry) => entry.id === found.id)!)
    : [];

  return (
    <Page titleId="help.title" introId={article ? undefined : 'help.intro'}>
      <HelpSearch initial={search.q} />
      {article ? (
        <article className="help-article" aria-labelledby="help-article-title">
          <Link to="/help" search={search.q ? { q: search.q } : {}} className="back-link">
            <FormattedMessage id="help.back" />
          </Link>
          <p className="page__meta">
            <FormattedMessage id={`helpCentre.category.${article.category}`} />
          </p>
          <h2 id="help-article-title" className="help-article__title">
            <FormattedMessage id={`helpCentre.title.${article.id}`} />
          </h2>
          <p>
            <FormattedMessage id={`helpCentre.body.${article.id}`} />
          </p>
          <h3 className="section__title">
            <FormattedMessage
              id="help.related"
              values={{ category: intl.formatMessage({ id: `helpCentre.category.${article.category}` }) }}
            />
          </h3>
          <ArticleLinks articles={HELP_ARTICLES.filter((other) => other.category === article.category && other.id !== article.id)} />
        </article>
      ) : search.q ? (
        <section aria-live="polite" aria-labelledby="help-results">
          <h2 id="help-results" className="section__title">
            {results.length > 0 ? (
              <FormattedMessage id="help.results" values={{ count: results.length, query: search.q }} />
            ) : (
              <FormattedMessage id="help.noResults" values={{ query: search.q }} />
            )}
          </h2>
          <ArticleLinks articles={results} />
        </section>
      ) : (
        <section aria-labelledby="help-topics">
          <h2 id="help-topics" className="section__title">
            <FormattedMessage id="help.browse" />
          </h2>
          {HELP_CATEGORIES.map((category) => (
            <div key={category} className="help-topic">
              <h3 className="help-topic__title">
                <FormattedMessage id={`helpCentre.category.${category}`} />
              </h3>
              <ArticleLinks articles={HELP_ARTICLES.filter((entry) => entry.category === category)} />
            </div>
          ))}
        </section>
      )}
      <section className="section" aria-labelledby="help-more">
        <h2 id="help-more" className="section__title">
          <FormattedMessage id="help.more" />
        </h2>
        <LinkButton to="/contact">
          <FormattedMessage id="help.contact" />
        </LinkButton>
      </section>
    </Page>
  );
}
