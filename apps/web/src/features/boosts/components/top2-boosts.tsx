import { ArrowLeftOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { ActiveBoosts } from './active-boosts';
import { BoostForm } from './boost-form';

/** The Top-2 boost page: create form, active Top-2 boosts, and Any-Of Win and parlay forms. */
export function Top2Boosts() {
  return (
    <Flex vertical gap="middle">
      <Link to="/dashboard">
        <ArrowLeftOutlined /> Back to Dashboard
      </Link>
      <BoostForm title="Create Top-2 Boost" boostType="FIXED_PLACE_K2" />
      <ActiveBoosts title="Active Top-2 Boosts" include={(b) => b.boostType === 'FIXED_PLACE_K2'} />
      <BoostForm title="Any-Of Win Boost" boostType="ANY_OF_WIN" />
      <BoostForm title="Cross-Race Parlay Boost" boostType="PARLAY_ALL_WIN" />
      <ActiveBoosts
        title="Active Any-Of and Parlay Boosts"
        include={(b) => b.boostType === 'ANY_OF_WIN' || b.boostType === 'PARLAY_ALL_WIN'}
      />
    </Flex>
  );
}
