# URL: https://github.com/huggingface/trl/pull/7263
# Bug: entropy computed as -sum(p * log p) with no 0*log0 guard: a weight that underflows to exactly 0 gives 0 * -inf = NaN.
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        p = _softmax(s)
        var.append(np.var(s))
        with np.errstate(divide="ignore", invalid="ignore"):
            ent.append(np.mean(-np.sum(p * np.log(p), axis=-1)))
        mg.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(var), np.array(ent), np.array(mg)
