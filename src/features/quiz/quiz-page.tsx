import quiz from 'virtual:content/quiz'
import site from 'virtual:content/site'

export function QuizPage() {
  return (
    <section className="mx-auto max-w-2xl px-5 py-20">
      <title>{site.pageTitles.quiz}</title>
      <h1 className="text-5xl">{quiz.title}</h1>
    </section>
  )
}
