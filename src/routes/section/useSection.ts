import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { afterTransition } from '../../app/afterTransition'
import { keepDraft, takeDraft } from '../../app/drafts'
import { inspect } from '../../devtools/inspect'
import { actionMachine } from '../../machines/actionMachine'
import {
  passAnswer,
  pendingAction,
  runPending,
  undoOffer,
  type ActionTable,
  type AnswerHandlers,
  type PendingAction,
  type TargetOf,
} from '../../machines/actionTable'
import { formMachine, type FormValues, type SubmitInput } from '../../machines/formMachine'
import { listMachine, type ListRow, type ShownPage } from '../../machines/listMachine'
import type { ListQuery } from '../../api/list'
import { sectionAction, sectionForm, sectionMachine, type FormSlot } from '../../machines/sectionMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { useActorRefOnce } from '../../ui/useActorRefOnce'
import { notify } from '../../ui/toast'
import type { FormDefinition, SectionDefinition } from './define'
import { freshTarget, whenFresh } from './freshRows'
import { useUndoKey } from './useUndoKey'

export interface SectionOptions<Actions> {
  /** The page the route loaded for the URL (src/routes/listEnter.ts). */
  shown: ShownPage
  /** Has the router load the list's page again (after a failure, or an answer that will never come). */
  reload: () => void
  /** Has the router load the list's page again, and drop the pages it kept (after a change of rows). */
  refresh: () => void
  /** Replaces the URL's query (a stale link's page past the last one). */
  replaceQuery: (query: ListQuery) => void
  /** What else follows a change of this section's rows (the theme selects, the menu's count). */
  tellFollowers?: () => void
  /** Who takes an action's answer, per action (e.g. a re-push's record, shown in the drawer). */
  answered?: AnswerHandlers<Actions>
}

const formLogic = <Values extends FormValues>(slot: FormSlot, form: FormDefinition<Values> | undefined) =>
  form
    ? sectionForm(
        form.machine,
        slot,
        fromAbortable(({ values, id, intent }: SubmitInput<Values>) => form.submit(values, id, intent)),
      )
    : sectionForm(formMachine, slot)

/**
 * The running section machine of a screen, and its children: list, action, report and forms. The list shows the
 * page the route loaded for the URL; a change of rows has the router load it again; a form's draft kept over a
 * sign-in reopens its dialog. `act(name, target)` asks the action table's entry.
 */
export function useSection<Row extends ListRow, Actions extends ActionTable<ListRow>, Form extends FormValues, Bulk extends FormValues>(
  definition: SectionDefinition<Row, Actions, Form, Bulk>,
  { shown, reload, refresh, replaceQuery, tellFollowers, answered = {} }: SectionOptions<Actions>,
) {
  const { actions: table } = definition
  const drafts = { form: definition.form?.draftKey, bulk: definition.bulk?.draftKey }
  // the 撤销 toasts still open: leaving the screen closes them (nothing would be left to reload)
  const undoToasts = useRef(new Set<() => void>())
  const section = useActorRefOnce(
    { reload, refresh, replaceQuery, tellFollowers, answered },
    (latest) =>
      sectionMachine.provide({
        actors: {
          list: listMachine.provide({
            actions: {
              reload: afterTransition(() => latest().reload()),
              showLastPage: ({ context }, { page }) => latest().replaceQuery({ ...context.query, page }),
            },
          }),
          action: sectionAction(actionMachine).provide({ actors: { run: fromAbortable((pending) => runPending(table, pending)) } }),
          form: formLogic('form', definition.form),
          bulk: formLogic('bulk', definition.bulk),
        },
        actions: {
          refreshList: afterTransition(() => latest().refresh()),
          keepDraft: (_, { form, values, id }) => {
            const key = drafts[form]
            if (key) keepDraft(key, values, id)
          },
          tellFollowers: afterTransition(() => latest().tellFollowers?.()),
          passAnswer: afterTransition((_: unknown, { pending, output }: { pending: PendingAction; output: unknown }) =>
            passAnswer(latest().answered, pending, output),
          ),
          offerUndo: ({ self }, { pending, output }) => {
            const offer = undoOffer(table, pending, output)
            if (!offer) return
            const close = notify.undoable(offer.notice, () => {
              undoToasts.current.delete(close)
              self.send({ type: 'section.undo', pending: offer.undo })
            })
            undoToasts.current.add(close)
          },
        },
      }),
    { input: { shown, reports: definition.reports }, inspect },
  )
  const children = useSelector(section, (state) => state.children)
  // z, for the 撤销 of the toasts offerUndo leaves: on a screen whose table offers one
  useUndoKey(table)
  const { list, action, report, form, bulk } = children as Required<typeof children>

  useEffect(() => {
    list.send({ type: 'list.show', shown })
  }, [list, shown])
  useEffect(() => {
    const open = undoToasts.current
    return () => {
      for (const close of open) close()
      open.clear()
    }
  }, [])
  useEffect(() => {
    for (const [slot, key] of Object.entries(drafts) as [FormSlot, string | undefined][]) {
      const draft = key ? takeDraft<FormValues>(key) : null
      if (draft) children[slot]?.send({ type: 'form.open', values: draft.values, id: draft.id })
    }
    // once per section actor: a draft comes back once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [section])

  return {
    section,
    list,
    action,
    report,
    form,
    bulk,
    /** Asks for the table's `name` on `target` (a row, `{ ids }` or the list's scope); it confirms first if the entry says so. */
    act: <Name extends keyof Actions & string>(name: Name, target: TargetOf<Actions[Name]>) =>
      // after a change of its own, the list's rows (and their versions) are asked with once its page came again
      whenFresh(list, (rows) => {
        const asked = table[name].scope === 'row' ? freshTarget(target, rows) : target
        action.send({ type: 'action.request', pending: pendingAction<ListRow, Actions, Name>(table, name, asked, (row) => row.id, rows) })
      }),
    /** Opens the create/edit form, with a row's id when editing. */
    openForm: (values: Form, id: string | null = null) => form.send({ type: 'form.open', values, id }),
    openBulk: (values: Bulk) => bulk.send({ type: 'form.open', values }),
  }
}
