import numpy as np

# correct: logsumexp-based log-probabilities, entropy = lse - sum p s, vectorised over both settings at once
def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64); k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be 2-D and k 3-D")
    if k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes do not match")
    raw = np.einsum("td,tkd->tk", q, k)
    s = np.stack([raw, raw / np.sqrt(q.shape[1])])            # (2, trials, keys)
    mx = s.max(-1, keepdims=True)
    lse = mx + np.log(np.exp(s - mx).sum(-1, keepdims=True))
    p = np.exp(s - lse)
    ent = (lse[..., 0] - (p * s).sum(-1)).mean(-1)
    mg = (p * (1 - p)).max(-1).mean(-1)
    var = s.reshape(2, -1).var(axis=1)
    return var, ent, mg
