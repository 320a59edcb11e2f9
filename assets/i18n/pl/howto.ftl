# Jak grać: zasady każdej gry na kilku stronach z animowanymi obrazkami.

howto-previous = Wstecz
howto-next = Dalej

howto-offer = Pierwszy raz grasz w „{ $game }”? Naciśnij F1, by poznać zasady.
howto-open = Jak grać: { $game }
