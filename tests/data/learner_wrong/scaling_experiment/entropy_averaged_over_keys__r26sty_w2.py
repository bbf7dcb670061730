# MISTAKE: the entropy is the mean of -p log p over all trials AND keys (np.mean over both axes), i.e. divided by n_keys, instead of the sum over keys averaged over trials.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be 2-D and k 3-D")
    if k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("n_trials or d_k disagree")
    d_k = q.shape[-1]
    scores = np.stack([np.einsum("nd,nkd->nk", q, k), np.einsum("nd,nkd->nk", q, k) / np.sqrt(d_k)])
    z = scores - scores.max(axis=-1, keepdims=True)
    p = np.exp(z) / np.exp(z).sum(axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        h = np.where(p > 0, -p * np.log(p), 0.0)
    variance = scores.reshape(2, -1).var(axis=1)
    entropy = h.mean(axis=(1, 2))
    max_grad = (p * (1 - p)).max(axis=-1).mean(axis=1)
    return variance, entropy, max_grad
