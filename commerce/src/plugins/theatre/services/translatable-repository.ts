import { translatedText } from '@foyer/shared/translated-text';
import type { LanguageCode } from '@vendure/common/lib/generated-types';
import {
  type ID,
  type ListQueryBuilder,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
  type TransactionalConnection,
  type Translatable,
  type TranslatableSaver,
  type Translated,
  type Translation,
  type TranslatorService,
  UserInputError,
  type VendureEntity,
} from '@vendure/core';
import { type FindOptionsWhere, In } from 'typeorm';

type Ctor<T> = new (input?: any) => T;

/** Lower-case words of letters and digits joined by single hyphens: "the-seagull", "stage-2". */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface TranslationInput {
  id?: ID | null;
  languageCode: LanguageCode;
  [field: string]: unknown;
}

/** The translated fields that name an entity: a play's or page's title, a stage's or actor's name. */
const NAME_FIELDS = ['title', 'name'] as const;

/**
 * An entity's names taken along the one fallback order (the request's language, bg, en,
 * any other: ADR 056), so a name left empty in a language never shows as empty: not on a
 * page, at the door, or in an email. Other texts stay as Vendure's translator gave them.
 */
export function withNames<T extends Translatable>(
  translated: Translated<T>,
  entity: T,
  language: string,
): Translated<T> {
  const translations = entity.translations as unknown as ReadonlyArray<
    { languageCode: string } & Record<string, unknown>
  >;
  for (const field of NAME_FIELDS) {
    if (!(field in translated)) continue;
    const name = translatedText(translations, field, language);
    if (name !== undefined) (translated as Record<string, unknown>)[field] = name;
  }
  return translated;
}

/**
 * The list / find / create / update / delete that every theatre entity shares, in the
 * request's language. Vendure's translator falls back to the channel's default
 * language (en) when a translation is missing in the requested one; names fall back
 * along ADR 056's order even when a translation has them empty (withNames).
 */
export class TranslatableRepository<T extends VendureEntity & Translatable> {
  constructor(
    private readonly entity: Ctor<T>,
    private readonly translation: Ctor<Translation<T>>,
    private readonly deps: {
      connection: TransactionalConnection;
      listQueryBuilder: ListQueryBuilder;
      translator: TranslatorService;
      saver: TranslatableSaver;
    },
  ) {}

  translate(ctx: RequestContext, entity: T): Translated<T> {
    return withNames(this.deps.translator.translate(entity, ctx), entity, ctx.languageCode);
  }

  async list(
    ctx: RequestContext,
    options: ListQueryOptions<T> | undefined,
    relations: string[] = [],
  ): Promise<PaginatedList<Translated<T>>> {
    const [items, totalItems] = await this.deps.listQueryBuilder
      .build(this.entity, options, { ctx, relations: relations as any })
      .getManyAndCount();
    return { items: items.map((item) => this.translate(ctx, item)), totalItems };
  }

  async findOne(
    ctx: RequestContext,
    where: FindOptionsWhere<T>,
    relations: string[] = [],
  ): Promise<Translated<T> | undefined> {
    const found = await this.deps.connection.getRepository(ctx, this.entity).findOne({ where, relations });
    return found ? this.translate(ctx, found) : undefined;
  }

  async findOneBySlug(ctx: RequestContext, slug: string, relations: string[] = []) {
    return this.findOne(ctx, { slug } as unknown as FindOptionsWhere<T>, relations);
  }

  async findById(ctx: RequestContext, id: ID, relations: string[] = []) {
    return this.findOne(ctx, { id } as FindOptionsWhere<T>, relations);
  }

  /** The rows with these ids in one query, in no particular order; missing ids are left out. */
  async findByIds(ctx: RequestContext, ids: ID[], relations: string[] = []): Promise<Array<Translated<T>>> {
    if (ids.length === 0) return [];
    const where = { id: In(ids) } as FindOptionsWhere<T>;
    const found = await this.deps.connection.getRepository(ctx, this.entity).find({ where, relations });
    return found.map((item) => this.translate(ctx, item));
  }

  async create(
    ctx: RequestContext,
    input: { translations: TranslationInput[] } & Record<string, unknown>,
    beforeSave?: (entity: T) => void | Promise<void>,
  ): Promise<Translated<T>> {
    requireTranslation(input.translations);
    await this.checkSlug(ctx, input.slug);
    const saved = await this.deps.saver.create({
      ctx,
      input: { ...input, translations: this.complete(input.translations, []) } as any,
      entityType: this.entity as any,
      translationType: this.translation as any,
      beforeSave,
    });
    return this.mustFind(ctx, saved.id);
  }

  async update(
    ctx: RequestContext,
    input: { id: ID; translations?: TranslationInput[] | null } & Record<string, unknown>,
    beforeSave?: (entity: T) => void | Promise<void>,
  ): Promise<Translated<T>> {
    const existing = await this.deps.connection.getEntityOrThrow(ctx, this.entity, input.id);
    await this.checkSlug(ctx, input.slug, input.id);
    await this.deps.saver.update({
      ctx,
      input: { ...input, translations: this.complete(input.translations ?? [], existing.translations) } as any,
      entityType: this.entity as any,
      translationType: this.translation as any,
      beforeSave,
    });
    return this.mustFind(ctx, input.id);
  }

  async delete(ctx: RequestContext, id: ID): Promise<void> {
    const entity = await this.deps.connection.getEntityOrThrow(ctx, this.entity, id);
    await this.deps.connection.getRepository(ctx, this.entity).remove(entity);
  }

  /**
   * A translation in a language the entity does not have yet takes the fields it
   * leaves out from the English one (or the first), so every row is complete and a
   * half-translated entity reads as the fallback would.
   */
  private complete(translations: TranslationInput[], existing: Array<{ languageCode: string }>): TranslationInput[] {
    const fields = this.requiredTranslationFields();
    const pool = [...existing, ...translations] as Array<Record<string, unknown>>;
    const source = pool.find((t) => t.languageCode === 'en') ?? pool[0];
    return translations.map((translation) => {
      const isNew = !translation.id && !existing.some((e) => e.languageCode === translation.languageCode);
      if (!isNew) return translation;
      const filled: TranslationInput = { ...translation };
      for (const field of fields) {
        if (filled[field] !== undefined && filled[field] !== null) continue;
        const fallback = source?.[field];
        if (fallback === undefined || fallback === null) {
          throw new UserInputError(`The ${translation.languageCode} translation needs a value for "${field}"`);
        }
        filled[field] = fallback;
      }
      return filled;
    });
  }

  /** A slug is part of the storefront's URLs: plain, and one entity's only. */
  private async checkSlug(ctx: RequestContext, slug: unknown, id?: ID) {
    if (slug === undefined || slug === null) return;
    if (typeof slug !== 'string' || !SLUG.test(slug)) {
      throw new UserInputError(
        `The slug "${String(slug)}" may only hold lower-case letters, digits and single hyphens, e.g. "the-seagull".`,
      );
    }
    const taken = await this.deps.connection
      .getRepository(ctx, this.entity)
      .findOne({ where: { slug } as unknown as FindOptionsWhere<T>, select: { id: true } as never });
    if (taken && String(taken.id) !== String(id)) {
      throw new UserInputError(`The slug "${slug}" is already used by another ${this.noun()}.`);
    }
  }

  private noun() {
    return this.entity.name === 'Page' ? 'page' : this.entity.name.toLowerCase();
  }

  private requiredTranslationFields(): string[] {
    return this.deps.connection.rawConnection
      .getMetadata(this.translation)
      .columns.filter(
        (c) =>
          !c.isNullable &&
          !c.isPrimary &&
          !c.isCreateDate &&
          !c.isUpdateDate &&
          !c.relationMetadata &&
          c.propertyName !== 'languageCode',
      )
      .map((c) => c.propertyName);
  }

  private async mustFind(ctx: RequestContext, id: ID): Promise<Translated<T>> {
    const found = await this.findById(ctx, id);
    if (!found) throw new UserInputError(`No ${this.entity.name} with id ${id}`);
    return found;
  }
}

function requireTranslation(translations: TranslationInput[]) {
  if (!translations || translations.length === 0) {
    throw new UserInputError('At least one translation is required');
  }
}
