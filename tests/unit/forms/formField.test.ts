import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FormField, type FormFieldProps } from '@/components/Form/FormField.client'
import { I18nProvider } from '@/i18n/client'
import { resources } from '@/i18n/resources'

const input = { name: 'subject', onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined }
const file = { file: null, accept: '.pdf', onSelect: () => undefined, onRemove: () => undefined }

function render(props: FormFieldProps): string {
  return renderToStaticMarkup(
    // eslint-disable-next-line react/no-children-prop -- no JSX in a .ts test; the provider's typing wants its children as a prop
    createElement(I18nProvider, {
      locale: 'ko',
      messages: { forms: resources.ko.forms },
      children: createElement(FormField, props),
    }),
  )
}

describe('FormField (the form widget of SPEC §5)', () => {
  it.each(['text', 'email', 'textarea', 'file'])(
    'draws a %s field with its label, required marker and hint',
    (type) => {
      const html = render({ id: 'f', type, label: '제목', hint: '한 줄로', required: true, input, file })
      expect(html).toContain('<label for="f"')
      expect(html).toContain('(필수)')
      expect(html).toContain('id="f-hint"')
      expect(html).toMatch(type === 'textarea' ? /<textarea[^>]+id="f"/ : new RegExp(`<input[^>]+type="${type}"`))
    },
  )

  it.each(['checkbox', 'radio', 'select', 'password', 'date', ''])('renders nothing for type "%s"', (type) => {
    expect(render({ id: 'f', type, label: '제목', required: true, input, file })).toBe('')
  })

  it('links the message under the field to the control and marks it invalid', () => {
    const html = render({
      id: 'f',
      type: 'email',
      label: '이메일',
      hint: '답변 주소',
      error: '이메일 주소 형식이 올바르지 않습니다.',
      input,
    })
    expect(html).toContain('aria-describedby="f-hint f-error"')
    expect(html).toContain('aria-invalid="true"')
    expect(html).toMatch(/<p id="f-error"[^>]*role="alert"[^>]*>이메일 주소 형식이 올바르지 않습니다.<\/p>/)
  })
})
