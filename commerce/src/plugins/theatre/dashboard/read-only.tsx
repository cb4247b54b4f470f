import { RichTextInput } from '@vendure/dashboard';
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';

/**
 * Whether the theatre form in view can be changed by the signed-in role. A role that
 * may read but not save (Box office) sees every field disabled, not editable fields
 * without a Save button.
 */
const ReadOnlyContext = createContext(false);

export function useReadOnly() {
  return useContext(ReadOnlyContext);
}

/**
 * The form's fields, disabled together when `readOnly`: a disabled fieldset disables
 * every native control in it (inputs, selects, the row editors' buttons), and laid out
 * as `contents` it leaves the page's layout as it is. Controls that are not native (rich
 * text, pictures) read `useReadOnly`.
 */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <fieldset disabled={readOnly} className="contents">
        {children}
      </fieldset>
    </ReadOnlyContext.Provider>
  );
}

/** The Dashboard's rich text input, disabled on a read-only form. */
export function RichText(props: ComponentProps<typeof RichTextInput>) {
  const readOnly = useReadOnly();
  return <RichTextInput {...props} disabled={readOnly || props.disabled} />;
}
