import type { Story } from '@ladle/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/primitives/index.ts';
import { StoryFrame } from '../story-frame.tsx';

export default { title: 'Primitives / Tabs' };

export const CourseTabs: Story = () => (
  <StoryFrame width={720}>
    <Tabs defaultValue="lessons">
      <TabsList aria-label="Course">
        <TabsTrigger value="lessons" count={24}>
          Lessons
        </TabsTrigger>
        <TabsTrigger value="students" count={318}>
          Students
        </TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
        <TabsTrigger value="analytics" disabled>
          Analytics
        </TabsTrigger>
      </TabsList>
      <TabsContent value="lessons">24 lessons in 4 sections.</TabsContent>
      <TabsContent value="students">318 students.</TabsContent>
      <TabsContent value="settings">Settings.</TabsContent>
    </Tabs>
  </StoryFrame>
);
