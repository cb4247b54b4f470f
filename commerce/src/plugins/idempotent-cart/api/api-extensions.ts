import gql from 'graphql-tag';

export const idempotentCartShopApiExtensions = gql`
  extend type Mutation {
    """
    addItemToOrder, once per idempotencyKey (ADR 072): a UUID the client makes for one add
    and sends again with every retry of that add. A repeat of a key whose add changed the
    active order answers the order as it is now and adds nothing, on any server, however
    close together the two arrive.
    """
    addItemToOrderOnce(productVariantId: ID!, quantity: Int!, idempotencyKey: String!): UpdateOrderItemsResult!
  }
`;
