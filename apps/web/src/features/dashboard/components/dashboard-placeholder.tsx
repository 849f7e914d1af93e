import { LineChartOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Result, Row, Typography } from 'antd';
import { HealthStatus } from './health-status';

/** The Dashboard route until the opportunities dashboard ships: its heading and the system status. */
export function DashboardPlaceholder() {
  return (
    <Flex vertical gap={16}>
      <title>Dashboard · Overlay</title>
      <Flex vertical gap={2}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">Australian Racing</Typography.Text>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card style={{ height: '100%' }}>
            <Result
              icon={<LineChartOutlined />}
              title="Opportunities"
              subTitle="The +EV opportunities table is coming in a later release."
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <HealthStatus />
        </Col>
      </Row>
    </Flex>
  );
}
