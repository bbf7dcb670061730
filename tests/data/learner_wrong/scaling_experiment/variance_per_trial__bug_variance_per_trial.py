# Bug report: https://github.com/xjdr-alt/entropix/pull/17
# The variance is reduced over the wrong axis: per trial over its keys, then averaged, instead of
# over all n_trials * n_keys scores at once.
import math

import numpy as np


def _softmax(s):
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(-1, keepdims=True)


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes must be (n_trials, d_k) and (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    var, ent, grad = [], [], []
    for s in (raw, raw / math.sqrt(d_k)):
        var.append(np.var(s, axis=-1).mean())  # BUG: per trial, not over all scores
        p = _softmax(s)
        with np.errstate(divide="ignore", invalid="ignore"):
            plogp = np.where(p > 0, p * np.log(p), 0.0)
        ent.append(-plogp.sum(-1).mean())
        grad.append((p * (1 - p)).max(-1).mean())
    return np.array(var), np.array(ent), np.array(grad)
