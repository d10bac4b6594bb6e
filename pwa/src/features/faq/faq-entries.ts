// SPEC §2: four questions with short filler answers.
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const faqEntries: FaqEntry[] = [
  {
    id: 'start',
    question: 'how do i start blogging',
    answer:
      'Register for an account and log in. Choose new blog in the header, give your blog a title, a country and your story, add a hero image and your photos, then publish it when you are ready.',
  },
  {
    id: 'cost',
    question: 'how much does it cost',
    answer:
      'Reading blogs is free. When you register you pick a tier: the free tier lets you write and publish blogs, and the prem tier is a paid subscription for frequent writers.',
  },
  {
    id: 'lifetime',
    question: 'how long will my blog be seen for',
    answer:
      'A published blog stays online for as long as your account exists. You can unpublish or delete it at any time from my blogs.',
  },
  {
    id: 'images',
    question: 'how many images can i upload',
    answer:
      'Each blog has one hero image and can hold several more photos. You can add, replace or remove images later from the image manager of the blog.',
  },
];
