# MISTAKE: the variance is computed per trial over its keys and then averaged (scores.var(axis=1).mean()) instead of the variance of all n_trials * n_keys scores together, which misses the spread between trials.
import numpy as np


def _summarise(scores):
    s = scores - scores.max(axis=1, keepdims=True)
    p = np.exp(s)
    p /= p.sum(axis=1, keepdims=True)
    logp = np.log(p, out=np.zeros_like(p), where=p > 0)
    return {
        "variance": scores.var(axis=1).mean(),
        "entropy": -(p * logp).sum(axis=1).mean(),
        "max_grad": (p * (1.0 - p)).max(axis=1).mean(),
    }


def scaling_experiment(q, k):
    q, k = np.asarray(q, float), np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[::2] != q.shape:
        raise ValueError(f"shapes {q.shape} and {k.shape} do not fit")
    raw = np.einsum('nd,nkd->nk', q, k)
    runs = {"raw": _summarise(raw), "scaled": _summarise(raw / np.sqrt(q.shape[1]))}
    pick = lambda key: np.array([runs["raw"][key], runs["scaled"][key]])
    return pick("variance"), pick("entropy"), pick("max_grad")
