# mistake: no last-axis check (d=1 broadcasts against d)
import numpy as np
def cosine_similarity(a, b):

    dot = (a * b).sum(-1)
    den = np.sqrt((a * a).sum(-1)) * np.sqrt((b * b).sum(-1))
    return np.where(den == 0, 0.0, dot / np.where(den == 0, 1.0, den))
