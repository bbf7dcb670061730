import numpy as np

# wrong: entropy and max_grad summed over trials instead of averaged
def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes")
    raw = np.sum(k * q[:, None, :], axis=-1)
    res = []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        z = s - s.max(-1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(-1, keepdims=True))
        p = np.exp(logp)
        res.append((np.var(s), -np.sum(p * logp), np.sum(np.max(p * (1 - p), -1))))
    return tuple(np.array(t) for t in zip(*res))
