import { graphql } from '~/graphql/graphql';

export const GetChannelCountries = graphql(`
  query GetChannelCountries {
    activeChannel { id defaultShippingZone { id name members { id code name } } }
  }
`);

export const GetCustomerAddresses = graphql(`
  query GetCustomerAddresses {
    activeCustomer {
      id
      addresses {
        id
        fullName
        streetLine1
        streetLine2
        city
        postalCode
        phoneNumber
        defaultShippingAddress
        defaultBillingAddress
        country { code name }
      }
    }
  }
`);
