# MISTAKE: (1) entropy is computed with log base 2 (bits) instead of natural log (nats), in `np.log2`;
# MISTAKE: (2) no shape validation at all -- mismatched d_k (e.g. q (10,8), k (10,4,16)) is not turned into a ValueError up front (einsum raises its own error type).
import numpy as np


class _Softmax:
    def __call__(self, s):
        s = s - s.max(-1, keepdims=True)
        e = np.exp(s)
        return e / e.sum(-1, keepdims=True)


def scaling_experiment(q, k):
    sm = _Softmax()
    d_k = q.shape[-1]
    raw = np.einsum("nd,nkd->nk", q, k)
    out = np.zeros((3, 2))
    for col, s in enumerate([raw, raw / np.sqrt(d_k)]):
        p = sm(s)
        out[0, col] = np.var(s)
        safe = np.where(p > 0, p, 1.0)
        out[1, col] = np.mean(-np.sum(p * np.log2(safe), axis=-1))
        out[2, col] = np.mean(np.max(p * (1 - p), axis=-1))
    return out[0].copy(), out[1].copy(), out[2].copy()
