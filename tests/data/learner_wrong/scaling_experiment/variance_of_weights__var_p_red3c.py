import numpy as np

# wrong: variance of the weights p instead of the scores s
def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes")
    raw = np.einsum('tkd,td->tk', k, q)
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        e = np.exp(s - s.max(-1, keepdims=True)); p = e / e.sum(-1, keepdims=True)
        var.append(np.var(p))
        ent.append(np.mean(-np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), -1)))
        mg.append(np.mean(np.max(p * (1 - p), -1)))
    return np.array(var), np.array(ent), np.array(mg)
