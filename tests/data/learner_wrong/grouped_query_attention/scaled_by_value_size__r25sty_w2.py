# MISTAKE: the scores are scaled by 1/sqrt(d_v) (the value size v.shape[-1]) instead of 1/sqrt(head_dim) of the queries/keys.
import numpy as np


class GroupedQueryAttention:
    def __init__(self, q, k, v):
        self.q, self.k, self.v = q, k, v
        if q.shape[1] % k.shape[1] != 0:
            raise ValueError("num_heads must be a multiple of num_kv_heads")

    def getGroupSize(self):
        return self.q.shape[1] // self.k.shape[1]

    def getScale(self):
        d = self.v.shape[-1]
        return self.q.dtype.type(1.0 / np.sqrt(d))

    def getExpandedKV(self):
        g = self.getGroupSize()
        return np.repeat(self.k, g, axis=1), np.repeat(self.v, g, axis=1)

    def run(self, mask=None):
        k, v = self.getExpandedKV()
        s = (self.q @ np.swapaxes(k, -1, -2)) * self.getScale()
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m[~np.isfinite(m)] = 0
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(e.dtype)
        return w @ v, w


def grouped_query_attention(q, k, v, mask=None):
    return GroupedQueryAttention(q, k, v).run(mask)
