# MISTAKE: The shape check only compares d_k (last axes); a q with a different n_trials (e.g. one query (1, d_k) against (n_trials, n_keys, d_k) keys) is silently broadcast instead of raising ValueError.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k of q ({q.shape[-1]}) and k ({k.shape[-1]}) differ")
    d_k = q.shape[-1]
    s_raw = np.matmul(k, q[..., None])[..., 0]          # (n_trials, n_keys)
    out_var, out_ent, out_grad = [], [], []
    for s in (s_raw, s_raw / np.sqrt(d_k)):
        out_var.append(np.var(s))
        z = s - np.max(s, axis=-1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=-1, keepdims=True)
        safe = np.where(p > 0, p, 1.0)
        out_ent.append(np.mean(-np.sum(p * np.log(safe), axis=-1)))
        out_grad.append(np.mean(np.max(p * (1.0 - p), axis=-1)))
    return np.array(out_var), np.array(out_ent), np.array(out_grad)
