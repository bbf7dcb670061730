import numpy as np

# correct: loop over trials, log-softmax for entropy
def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float); k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"bad shapes q {q.shape}, k {k.shape}")
    n, dk = q.shape
    raw = np.stack([k[t] @ q[t] for t in range(n)])
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(dk)):
        var.append(np.var(s))
        hs, gs = [], []
        for row in s:
            z = row - row.max()
            logp = z - np.log(np.exp(z).sum())
            p = np.exp(logp)
            hs.append(-np.sum(np.where(p > 0, p * logp, 0.0)))
            gs.append(np.max(p * (1 - p)))
        ent.append(np.mean(hs)); mg.append(np.mean(gs))
    return np.array(var), np.array(ent), np.array(mg)
