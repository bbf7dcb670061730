import numpy as np


class CosineSimilarity:
    """Cosine over the last axis; a zero vector has similarity 0 by definition."""

    def __init__(self, axis=-1):
        self.axis = axis

    def _norm(self, t):
        return np.sqrt(np.einsum('...i,...i->...', t, t))

    def __call__(self, a, b):
        a = np.asarray(a)
        b = np.asarray(b)
        if a.shape[-1] != b.shape[-1]:
            raise ValueError(f"vector sizes differ: {a.shape[-1]} vs {b.shape[-1]}")
        a_b, b_b = np.broadcast_arrays(a, b)
        dot = np.einsum('...i,...i->...', a_b, b_b)
        denom = self._norm(a_b) * self._norm(b_b)
        out = np.zeros_like(dot)
        np.divide(dot, denom, out=out, where=denom > 0)
        return np.clip(out, -1.0, 1.0)


cosine_similarity = CosineSimilarity()
