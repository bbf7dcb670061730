# MISTAKE: The sum is accumulated with dtype=np.float64 "for precision", so float32 inputs come back as float64 (dtype not kept).
import numpy as np


class Embeddings:
    def __init__(self, vectors):
        self.v = np.asarray(vectors)

    @property
    def dim(self):
        return self.v.shape[-1]

    def dot(self, other):
        if self.dim != other.dim:
            raise ValueError(f"cannot compare {self.dim}-d with {other.dim}-d vectors")
        return np.sum(self.v * other.v, axis=-1, dtype=np.float64)


def dot_similarity(a, b):
    return Embeddings(a).dot(Embeddings(b))
