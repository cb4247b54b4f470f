import { describe, expect, it } from 'vitest';
import {
  classifyOrderMutation,
  MALFORMED_STOCK_ERROR,
  ORDER_ERROR_TYPES,
  ORDER_MUTATION_FAILED,
  UNKNOWN_RESPONSE,
} from './order-result';

const order = { __typename: 'Order', id: '1', totalQuantity: 2 };

describe('classifyOrderMutation', () => {
  it('treats an Order as success', () => {
    expect(classifyOrderMutation(order)).toEqual({ kind: 'success', order });
  });

  it('treats InsufficientStockError with order and quantityAvailable as partial', () => {
    const result = { __typename: 'InsufficientStockError', message: 'Only 2 left', quantityAvailable: 2, order };
    expect(classifyOrderMutation(result)).toEqual({
      kind: 'partial',
      order,
      quantityAvailable: 2,
      message: 'Only 2 left',
    });
  });

  it.each([
    { __typename: 'InsufficientStockError', message: 'x', order },
    { __typename: 'InsufficientStockError', message: 'x', quantityAvailable: '2', order },
    { __typename: 'InsufficientStockError', quantityAvailable: 2 },
  ])('reports a malformed InsufficientStockError as an error', (result) => {
    const outcome = classifyOrderMutation(result);
    expect(outcome.kind).toBe('error');
    if (!result.message) expect(outcome).toMatchObject({ message: MALFORMED_STOCK_ERROR });
  });

  it.each(ORDER_ERROR_TYPES)('reports %s with the server message', (type) => {
    expect(classifyOrderMutation({ __typename: type, message: `server says ${type}` })).toMatchObject({
      kind: 'error',
      errorType: type,
      message: `server says ${type}`,
    });
  });

  it.each(ORDER_ERROR_TYPES)('falls back to "Order mutation failed" when %s has no message', (type) => {
    expect(classifyOrderMutation({ __typename: type })).toMatchObject({ message: ORDER_MUTATION_FAILED });
  });

  it('keeps fromState, toState and transitionError of a refused transition', () => {
    const outcome = classifyOrderMutation({
      __typename: 'OrderStateTransitionError',
      message: 'Cannot transition',
      transitionError: 'No payment',
      fromState: 'AddingItems',
      toState: 'ArrangingPayment',
    });
    expect(outcome).toMatchObject({
      kind: 'error',
      transition: { transitionError: 'No payment', fromState: 'AddingItems', toState: 'ArrangingPayment' },
    });
  });

  it.each([{ __typename: 'SomethingNew' }, null, undefined, {}, 'text'])(
    'answers "Unknown response from server" for %j',
    (result) => {
      expect(classifyOrderMutation(result)).toEqual({ kind: 'error', errorType: 'Unknown', message: UNKNOWN_RESPONSE });
    },
  );
});

describe('classifyOrderMutation: the performance interceptor', () => {
  it.each([
    ['PERFORMANCE_NOT_ON_SALE: this performance has started and is no longer sold', 'started'],
    ['PERFORMANCE_CANCELLED: this performance is cancelled and no longer sold', 'cancelled'],
  ])('tells why a ticket is not sold: %s', (interceptorError, refusal) => {
    expect(
      classifyOrderMutation({ __typename: 'OrderInterceptorError', message: 'refused', interceptorError }),
    ).toMatchObject({ kind: 'error', errorType: 'OrderInterceptorError', refusal });
  });
});
