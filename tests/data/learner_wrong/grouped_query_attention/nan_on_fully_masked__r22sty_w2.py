# MISTAKE: the softmax subtracts the row max without guarding -inf, so a fully masked query row becomes exp(-inf - -inf) = NaN instead of zero weights and a zero output.
import numpy as np


class GQA:
    def __init__(self, num_heads, num_kv_heads):
        if num_heads % num_kv_heads != 0:
            raise ValueError("num_heads % num_kv_heads != 0")
        self.group = num_heads // num_kv_heads

    def expand(self, t):
        return np.repeat(t, self.group, axis=1)

    def softmax(self, s):
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    def __call__(self, q, k, v, mask=None):
        k = self.expand(k)
        v = self.expand(v)
        s = (q @ k.swapaxes(-1, -2)) / np.sqrt(q.shape[-1])
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        w = self.softmax(s)
        return (w @ v).astype(q.dtype), w.astype(q.dtype)


def grouped_query_attention(q, k, v, mask=None):
    return GQA(q.shape[1], k.shape[1])(q, k, v, mask)
