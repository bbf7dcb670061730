import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def _measure(scores):
    p = _softmax(scores)
    ent = -(p * np.log(p)).sum(axis=-1)
    grad = (p * (1 - p)).max(axis=-1)
    return scores.var(), ent.mean(), grad.mean()


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    raw = np.einsum("tkd,td->tk", k, q)
    a, b = _measure(raw), _measure(raw / np.sqrt(q.shape[1]))
    return tuple(np.array([x, y]) for x, y in zip(a, b))
