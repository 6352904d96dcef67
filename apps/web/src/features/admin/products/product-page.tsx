import {
  type AdminProduct,
  GST_RATES,
  type ProductInput,
  type ProductValues,
  productInputSchema,
  STANDARD_GST_RATE,
} from '@makerbazaar/core';
import { ExternalLink, PackageX } from 'lucide-react';
import { useId } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, FormField, fieldAria } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { PageFallback } from '@/components/ui/page-fallback';
import { Select } from '@/components/ui/select';
import { formResolver } from '@/lib/form-resolver';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPanel } from '../components/admin-page';
import { DetailPage } from '../kit/detail-page';
import { EditorPage } from '../kit/editor-page';
import { NumberField, optionalNumber } from '../kit/fields';
import { showSaveError } from '../kit/save-error';
import { SwitchField } from '../kit/switch-field';
import { useSlugFollows } from '../kit/use-slug-follows';
import { useAdminProduct, useProductChoices } from './api/get-products';
import { useSaveProduct } from './api/save-product';
import { PriceBreaksEditor } from './price-breaks-editor';
import { ProductImagesEditor } from './product-images-editor';
import { SpecificationsEditor } from './specifications-editor';
import { StockPanel } from './stock-panel';
import { UsesEditor } from './uses-editor';

/** A new product: the price is left empty rather than 0, and the category unchosen. */
const EMPTY: DefaultValues<ProductInput> = {
  name: '',
  slug: '',
  brand: '',
  category: 0,
  original_price: null,
  description: '',
  specifications: [],
  is_featured: false,
  is_active: true,
  datasheet_url: null,
  uses: [],
  price_breaks: [],
  hsn_code: '',
  gst_rate: STANDARD_GST_RATE,
};

function valuesOf(product: AdminProduct): ProductInput {
  return {
    name: product.name,
    slug: product.slug,
    brand: product.brand,
    category: product.category.id,
    price: product.price,
    original_price: product.original_price,
    description: product.description,
    specifications: product.specifications,
    is_featured: product.is_featured,
    is_active: product.is_active,
    datasheet_url: product.datasheet_url,
    uses: product.uses,
    price_breaks: product.price_breaks,
    hsn_code: product.hsn_code,
    // The server keeps only the rates the schema allows.
    gst_rate: product.gst_rate as ProductInput['gst_rate'],
  };
}

/** /admin/products/new and /admin/products/:id: every field of a product; images and stock once it exists. */
export default function ProductPage() {
  const { id } = useParams();
  const productId = id === undefined ? undefined : Number(id);
  const product = useAdminProduct(productId ?? 0);

  if (productId === undefined) return <ProductForm />;
  return (
    <DetailPage
      query={product}
      icon={<PackageX />}
      missing={{
        title: 'No such product',
        description: 'It may have been removed, or the address is mistyped.',
        action: (
          <Button asChild variant="outline">
            <Link to="/admin/products">Back to products</Link>
          </Button>
        ),
      }}
      failed={{ title: 'The product could not be loaded' }}
      loading={<PageFallback />}
    >
      {(shown) => (
        <>
          {/* Keyed by the saved version, so a save shows the server's values (trimmed, reordered) again. */}
          <ProductForm key={shown.updated_at} product={shown} />
          <div className="mt-6 grid gap-6 xl:grid-cols-2">
            <ProductImagesEditor productId={shown.id} />
            <StockPanel productId={shown.id} />
          </div>
        </>
      )}
    </DetailPage>
  );
}

/** What the header says of a saved product: whether it shows, its stock and dates, and a way to see it. */
function ProductSummary({ product }: { product: AdminProduct }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {product.is_active ? <Badge variant="outline">Active</Badge> : <Badge variant="secondary">Hidden</Badge>}
      <span>
        {formatNumber(product.stock)} in stock · added {formatDate(product.created_at)} · last changed{' '}
        {formatDate(product.updated_at)}
      </span>
      {product.is_active ? (
        <a
          href={`/product/${product.slug}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          View in the shop <ExternalLink className="size-3.5" aria-hidden />
        </a>
      ) : null}
    </span>
  );
}

const FIELDS = [
  'name',
  'slug',
  'brand',
  'category',
  'price',
  'original_price',
  'description',
  'specifications',
  'is_featured',
  'is_active',
  'datasheet_url',
  'uses',
  'price_breaks',
  'hsn_code',
  'gst_rate',
] as const;

const toNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id);
  const choices = useProductChoices();
  const form = useForm<ProductInput, unknown, ProductValues>({
    resolver: formResolver(productInputSchema),
    defaultValues: product ? valuesOf(product) : EMPTY,
  });
  const errors = form.formState.errors;
  const ids = { category: useId(), description: useId(), brands: useId(), gstRate: useId() };
  const slugField = useSlugFollows(form, 'name', { follows: !product });

  function submit(values: ProductValues) {
    save.mutate(values, {
      onSuccess: (saved) => {
        if (product) {
          toast.success('Changes saved. The shop shows them now.');
        } else {
          toast.success(`${saved.name} was added. Add its images and stock below.`);
          navigate(`/admin/products/${saved.id}`);
        }
      },
      onError: (error) => showSaveError(error, form.setError, FIELDS, 'The product could not be saved. Try again.'),
    });
  }

  // The unchosen category is 0, which the schema answers in terms of ids.
  const categoryError = errors.category ? 'Choose a category.' : undefined;

  return (
    <EditorPage
      form={form}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={product ? 'Save changes' : 'Create product'}
      back={{ to: '/admin/products', label: 'Products' }}
      title={product ? product.name : 'New product'}
      description={
        product ? (
          <ProductSummary product={product} />
        ) : (
          'A new product starts with no stock: add its images and stock on its page once it is saved.'
        )
      }
      className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)]"
    >
      <div className="grid content-start gap-6">
        <AdminPanel title="Details">
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label="Name" className="md:col-span-2" error={errors.name?.message} {...form.register('name')} />
            <FormField
              label="Slug"
              hint="The product’s address: /product/slug. Changing it breaks links already shared."
              spellCheck={false}
              autoCapitalize="off"
              error={errors.slug?.message}
              {...slugField}
            />
            <FormField
              label="Brand"
              list={ids.brands}
              autoComplete="off"
              error={errors.brand?.message}
              {...form.register('brand')}
            />
            <datalist id={ids.brands}>
              {choices.data?.brands.map((brand) => (
                <option key={brand} value={brand} />
              ))}
            </datalist>
            <Field id={ids.category} label="Category" error={categoryError} className="md:col-span-2">
              <Select
                {...fieldAria(ids.category, categoryError)}
                {...form.register('category', { setValueAs: (value) => Number(value) })}
              >
                <option value={0} disabled>
                  {choices.isPending ? 'Loading categories…' : 'Choose a category'}
                </option>
                {choices.data?.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                    {category.is_active ? '' : ' (hidden category)'}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </AdminPanel>
        <AdminPanel title="Description">
          <Field id={ids.description} label="What it is and what it is for" error={errors.description?.message}>
            <Textarea
              rows={6}
              {...fieldAria(ids.description, errors.description?.message)}
              {...form.register('description')}
            />
          </Field>
        </AdminPanel>
        <AdminPanel title="What makers use it for">
          <UsesEditor control={form.control} />
        </AdminPanel>
        <AdminPanel title="Specifications">
          <SpecificationsEditor control={form.control} register={form.register} errors={errors.specifications} />
        </AdminPanel>
      </div>
      <div className="grid content-start gap-6">
        <AdminPanel title="Price">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
            <NumberField
              label="Price (₹)"
              rupees
              error={errors.price?.message}
              {...form.register('price', { setValueAs: toNumber })}
            />
            <NumberField
              label="MRP (₹)"
              hint="Shown struck through when above the price. Leave empty when not discounted."
              rupees
              error={errors.original_price?.message}
              {...form.register('original_price', { setValueAs: optionalNumber })}
            />
          </div>
        </AdminPanel>
        <AdminPanel title="Quantity prices">
          <PriceBreaksEditor control={form.control} register={form.register} errors={errors.price_breaks} />
        </AdminPanel>
        <AdminPanel title="Tax">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
            <FormField
              label="HSN code"
              hint="Printed on its tax invoices: 4 digits, or 6 or 8 for a precise heading."
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              error={errors.hsn_code?.message}
              {...form.register('hsn_code')}
            />
            <Field
              id={ids.gstRate}
              label="GST rate"
              hint="The GST included in the price above."
              error={errors.gst_rate?.message}
            >
              <Select
                {...fieldAria(ids.gstRate, errors.gst_rate?.message)}
                {...form.register('gst_rate', { setValueAs: (value) => Number(value) })}
              >
                {GST_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate}%
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </AdminPanel>
        <AdminPanel title="In the shop">
          <div className="grid gap-4">
            <SwitchField
              control={form.control}
              name="is_active"
              label="Active"
              description="Shown in the shop, its categories and search."
            />
            <SwitchField
              control={form.control}
              name="is_featured"
              label="Featured"
              description="Listed first, with a Featured badge."
            />
            <FormField
              label="Datasheet URL"
              type="url"
              placeholder="https://"
              error={errors.datasheet_url?.message}
              {...form.register('datasheet_url', { setValueAs: (value) => (value ? value : null) })}
            />
          </div>
        </AdminPanel>
      </div>
    </EditorPage>
  );
}
