# WRONG: variance uses ddof=1 (torch.var's unbiased default) instead of ddof 0; and entropy is in bits (np.log2) instead of nats.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("shapes do not fit")
    d_k = q.shape[-1]
    raw = (k @ q[:, :, None])[..., 0]
    out_var, out_ent, out_mg = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        out_var.append(s.reshape(-1).var(ddof=1))
        p = np.exp(s - s.max(-1, keepdims=True))
        p /= p.sum(-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.nansum(p * np.log2(p), axis=-1)
        out_ent.append(h.mean())
        out_mg.append((p * (1 - p)).max(-1).mean())
    return np.array(out_var), np.array(out_ent), np.array(out_mg)
