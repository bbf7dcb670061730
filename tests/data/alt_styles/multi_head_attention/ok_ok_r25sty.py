import math
import numpy as np


class MultiHeadAttention:
    def __init__(self, w_q, w_k, w_v, w_o, num_heads):
        self._w_q, self._w_k, self._w_v, self._w_o = w_q, w_k, w_v, w_o
        self._num_heads = num_heads
        d_model = w_q.shape[1]
        if d_model % num_heads != 0:
            raise ValueError("d_model (%d) is not divisible by num_heads (%d)" % (d_model, num_heads))
        self._d_model = d_model

    def getNumHeads(self):
        return self._num_heads

    def getHeadDim(self):
        return self._d_model // self._num_heads

    def splitHeads(self, t):
        b, s, _ = t.shape
        return t.reshape(b, s, self.getNumHeads(), self.getHeadDim()).transpose(0, 2, 1, 3)

    def mergeHeads(self, t):
        b, h, s, hd = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * hd)

    @staticmethod
    def safeSoftmax(s):
        m = np.max(s, axis=-1, keepdims=True)
        m = np.where(np.isneginf(m), 0, m)
        e = np.exp(s - m)
        z = np.sum(e, axis=-1, keepdims=True)
        return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

    def forward(self, x_q, x_kv, mask=None):
        q = self.splitHeads(x_q @ self._w_q)
        k = self.splitHeads(x_kv @ self._w_k)
        v = self.splitHeads(x_kv @ self._w_v)
        scale = q.dtype.type(1.0 / math.sqrt(self.getHeadDim()))
        s = (q @ np.swapaxes(k, -1, -2)) * scale
        if mask is not None:
            s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
        w = self.safeSoftmax(s)
        out = self.mergeHeads(w @ v) @ self._w_o
        return out, w


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    if x_q.shape[-1] % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    return MultiHeadAttention(w_q, w_k, w_v, w_o, num_heads).forward(x_q, x_kv, mask)
