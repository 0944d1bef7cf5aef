/**
 * The category tree is one recursive schema, a named component of the OpenAPI document: an answer
 * holds a tree of any depth whole (each level with its declared fields only), and the document
 * references the component, which references itself for the children.
 */
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryTree, type CategoryTree } from '../../../../shared/administration/catalog-categories';
import { compileResponse } from '../../../../server/lib/response-serializer';

/** A chain of `depth` categories, each the only child of the one above. */
const chain = (depth: number, level = 0): CategoryTree => ({
  idCatalogCategory: `c${level}`,
  idCatalog: 'k',
  idParentCategory: level ? `c${level - 1}` : null,
  categoryName: `Level ${level}`,
  displayPosition: 0,
  childrenCategories: level + 1 < depth ? [chain(depth, level + 1)] : [],
});

const depthOf = (tree: CategoryTree): number => 1 + Math.max(0, ...tree.childrenCategories.map(depthOf));

describe('the category tree', () => {
  it('is read and answered whole at any depth, each level with its declared fields only', () => {
    const deep = chain(12);
    expect(depthOf(categoryTree.parse(deep))).toBe(12);
    const answer = z.object({ categories: z.array(categoryTree) });
    const serialize = compileResponse(answer, 'GET', '/tree').serialize;
    let leaf = deep;
    while (leaf.childrenCategories.length) leaf = leaf.childrenCategories[0];
    Object.assign(leaf, { secret: 'not declared' });
    const written = JSON.parse(serialize({ categories: [deep] })) as { categories: CategoryTree[] };
    expect(depthOf(written.categories[0])).toBe(12);
    expect(JSON.stringify(written)).not.toContain('secret');
  });

  it('is the CategoryTree component of the OpenAPI document, whose children reference it', () => {
    const document = jsonSchemaTransformObject({ openapiObject: { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {} } } as never) as {
      components: { schemas: Record<string, { properties: Record<string, { items?: { $ref?: string } }> }> };
    };
    expect(document.components.schemas.CategoryTree.properties.childrenCategories.items).toEqual({ $ref: '#/components/schemas/CategoryTree' });
  });
});
