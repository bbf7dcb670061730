# MISTAKE: the mask is applied after the softmax (multiply by the mask and renormalise), so a masked key with a huge score still sets the row max and makes the allowed keys underflow to zero weight.
import numpy as np


class Attention:
    def __init__(self, mask=None):
        self.mask = mask

    def weights(self, scores):
        e = np.exp(scores - scores.max(axis=-1, keepdims=True))
        if self.mask is not None:
            e = e * np.asarray(self.mask, dtype=e.dtype)
        total = e.sum(axis=-1, keepdims=True)
        return np.divide(e, total, out=np.zeros_like(e), where=total > 0)

    def __call__(self, q, k, v):
        scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
        w = self.weights(scores)
        return (w @ v).astype(q.dtype), w.astype(q.dtype)


def scaled_dot_product_attention(q, k, v, mask=None):
    return Attention(mask)(np.asarray(q), np.asarray(k), np.asarray(v))
