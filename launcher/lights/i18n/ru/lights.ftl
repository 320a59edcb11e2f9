# «Огоньки»: карточка в меню, настройки и таблица рекордов.

lights-title = Огоньки
lights-tagline = Зажгите все лампы
# Слова, по которым игру находит поиск в меню приложений.
lights-keywords = лампы;огоньки;
lights-option-side = Ламп в ряду
lights-option-practice = Тренировка (с отменой ходов)
lights-table-standard = Обычная игра
