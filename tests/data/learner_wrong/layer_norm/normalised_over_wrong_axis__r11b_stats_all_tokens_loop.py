# WRONG: loops over sentences but takes ONE mean and variance per sentence (over seq_len and d_model together) instead of per token.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    out = np.empty_like(x)
    flat = x.reshape(-1, x.shape[-2], x.shape[-1]) if x.ndim >= 2 else x.reshape(1, 1, -1)
    res = out.reshape(flat.shape)
    for b in range(flat.shape[0]):
        s = flat[b]
        mu = s.mean()
        var = ((s - mu) ** 2).mean()
        res[b] = gamma * (s - mu) / np.sqrt(var + eps) + beta
    return res.reshape(x.shape)
