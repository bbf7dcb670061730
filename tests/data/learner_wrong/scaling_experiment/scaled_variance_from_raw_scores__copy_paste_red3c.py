import numpy as np

# wrong: copy-paste slip -- the "scaled" variance is computed from the raw scores
def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes")
    raw = np.einsum('tkd,td->tk', k, q)
    scaled = raw / np.sqrt(q.shape[1])
    def stats(s):
        e = np.exp(s - s.max(-1, keepdims=True)); p = e / e.sum(-1, keepdims=True)
        h = -np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), -1).mean()
        return h, np.max(p * (1 - p), -1).mean()
    h0, g0 = stats(raw); h1, g1 = stats(scaled)
    return np.array([raw.var(), raw.var()]), np.array([h0, h1]), np.array([g0, g1])
