# MISTAKE: uses np.inner, which pairs every row of a with every row of b (an all-pairs matrix) when both are batches, instead of one dot product per broadcast row.
import numpy as np


class Similarity:
    def __init__(self, a, b):
        self.a = np.asarray(a)
        self.b = np.asarray(b)
        if self.a.shape[-1] != self.b.shape[-1]:
            raise ValueError("embeddings of different sizes cannot be compared")

    def score(self):
        return np.inner(self.a, self.b)


def dot_similarity(a, b):
    return Similarity(a, b).score()
